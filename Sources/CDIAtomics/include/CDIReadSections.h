// Read sections: how DICore reads what a writer may replace and free, without a lock or a reference count.
//
// A reader brackets the few instructions during which it holds an unretained pointer to published memory (a
// container's binding table, a binding, a kept instance's box) with `cdi_read_begin` and `cdi_read_end`. A writer
// that has unpublished an object retires it: the object is released only once every read section that might
// have seen it has ended. Sections never contain user code (a factory runs outside them), so a writer waits at
// most a few instructions of each reader.
//
// Each thread owns a record with a sequence number, odd while the thread is inside a section. The reader's store
// and the writer's unpublishing are ordered so that one of the two always notices the other: on Linux the reader
// stores plainly and the rare writer issues `membarrier`, which makes every running thread pass a full barrier;
// elsewhere (Apple platforms, Windows, Linux without `membarrier`) the reader's store is sequentially consistent.
//
// A reader that must use an object after its section, to run user code it holds (a binding's factory or
// decorators), *holds* it instead of retaining it: a thread holds a few objects at a time, each named in a slot of
// its record, and ends its holds innermost first (user code a hold runs may hold more, inside it). A writer that has
// waited for the sections looks for holders of what it retires and hands each slot that holds it a reference of its
// own, which the holder releases when that hold ends; an ordinary hold ends with a plain store and a load, and no
// writer ever waits for one (user code may rebind what it holds).
#ifndef CDI_READ_SECTIONS_H
#define CDI_READ_SECTIONS_H

#include <stdint.h>

/// How many objects a thread holds at once (a build inside a build, a decorator that resolves); one more retains.
enum { cdi_hold_slots = 8 };

/// One object a thread holds past its section.
typedef struct cdi_hold_slot {
    /// The object held (`cdi_hold`), or 0; only the owning thread writes it.
    intptr_t held;
    /// A reference a writer retired while this slot held its object, for the holder to release, or 0.
    intptr_t handed;
} cdi_hold_slot;

/// One thread's read-section state. Records are never freed: a thread that ends hands its record to the next
/// thread that reads, so the list grows only to the most threads that ever read at once.
typedef struct cdi_reader {
    /// Odd while the owning thread is inside a read section; only the owner writes it.
    intptr_t sequence;
    /// How many sections the owning thread is inside (a section may run inside another); only the owner uses it.
    intptr_t depth;
    /// Non-zero while a thread owns the record.
    intptr_t owned;
    /// The next record; set before the record is published and never changed.
    struct cdi_reader *next;
    /// The objects the owning thread holds past its sections: the outermost hold first, then those inside it, so the
    /// slots in use are the first ones.
    cdi_hold_slot holds[cdi_hold_slots];
} cdi_reader;

/// The calling thread's record, or 0 before its first read section.
extern _Thread_local cdi_reader *cdi_thread_reader;

/// Non-zero once `membarrier` is registered for the process (Linux): readers then store plainly.
extern int cdi_read_sections_asymmetric;

/// Takes a record for the calling thread (its first read section).
cdi_reader *cdi_reader_of_new_thread(void);

/// Enters a read section (or a section inside the one the thread is in); pass the result to `cdi_read_end`.
static inline cdi_reader *cdi_read_begin(void) {
    cdi_reader *reader = cdi_thread_reader;
    if (__builtin_expect(reader == 0, 0)) {
        reader = cdi_reader_of_new_thread();
    }
    if (reader->depth++ != 0) {
        return reader;
    }
    intptr_t entered = reader->sequence + 1;
    if (__builtin_expect(__atomic_load_n(&cdi_read_sections_asymmetric, __ATOMIC_RELAXED), 1)) {
        // The writer's membarrier orders this store before the section's loads on every thread.
        __atomic_store_n(&reader->sequence, entered, __ATOMIC_RELAXED);
        __atomic_signal_fence(__ATOMIC_SEQ_CST);
    } else {
        __atomic_store_n(&reader->sequence, entered, __ATOMIC_SEQ_CST);
    }
    return reader;
}

/// Leaves the read section `cdi_read_begin` entered.
///
/// Out of line on purpose: Swift's optimiser may move a retain later, but never past a call it cannot see
/// into, so a value retained inside the section is retained before the section ends.
void cdi_read_end(cdi_reader *reader);

/// Takes what a writer handed to `slot` and releases it (the rare end of a hold).
void cdi_take_handed(cdi_hold_slot *slot);

/// Holds `object`, found published inside the running section, past the section's end until `cdi_hold_end`: its
/// writer hands the holder a reference instead of freeing it. Returns the slot that holds it, to pass to
/// `cdi_hold_end`, or 0 (holding nothing) when every slot of the thread's record holds an object already; the caller
/// then retains what it needs.
static inline cdi_hold_slot *cdi_hold(const void *object) {
    cdi_hold_slot *slot = cdi_thread_reader->holds;
    cdi_hold_slot *end = slot + cdi_hold_slots;
    // Only this thread writes its slots, and it ends its holds innermost first: the first free slot is above the rest.
    while (__builtin_expect(__atomic_load_n(&slot->held, __ATOMIC_RELAXED) != 0, 0)) {
        if (++slot == end) {
            return 0;
        }
    }
    // Published by the section's end, which the writer waits for before it looks.
    __atomic_store_n(&slot->held, (intptr_t)object, __ATOMIC_RELAXED);
    return slot;
}

/// Ends the hold of `slot` (from `cdi_hold`), releasing the reference a writer handed over meanwhile, if any.
static inline void cdi_hold_end(cdi_hold_slot *slot) {
    if (__builtin_expect(__atomic_load_n(&cdi_read_sections_asymmetric, __ATOMIC_RELAXED), 1)) {
        // Release: what the hold used is done before a writer sees it end. The writer's membarrier orders this store
        // before the load below, so either the writer sees the hold ended or this load sees what it handed over.
        __atomic_store_n(&slot->held, 0, __ATOMIC_RELEASE);
        __atomic_signal_fence(__ATOMIC_SEQ_CST);
    } else {
        __atomic_store_n(&slot->held, 0, __ATOMIC_SEQ_CST);
    }
    if (__builtin_expect(__atomic_load_n(&slot->handed, __ATOMIC_SEQ_CST) != 0, 0)) {
        cdi_take_handed(slot);
    }
}

/// Returns once every read section that was running when it was called has ended.
///
/// Call after unpublishing what a section may hold (with a sequentially consistent store or exchange): a section
/// that begins afterwards cannot find it, and one that began before is waited for.
void cdi_wait_for_read_sections(void);

/// Waits for the read sections that might hold `object` (a retained Swift object already unpublished), hands a
/// reference to each thread that holds it past its section (`cdi_hold`), then releases it: unless a thread holds
/// it, its `deinit` runs before this returns, on the calling thread; else when the last hold ends, on its thread.
void cdi_release_after_read_sections(void *object);

/// Frees `memory` (from `malloc`) once no read section can hold it; batched, so most calls do not wait.
void cdi_free_after_read_sections(void *memory);

#endif
