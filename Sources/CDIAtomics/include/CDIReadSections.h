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
#ifndef CDI_READ_SECTIONS_H
#define CDI_READ_SECTIONS_H

#include <stdint.h>

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

/// Returns once every read section that was running when it was called has ended.
///
/// Call after unpublishing what a section may hold (with a sequentially consistent store or exchange): a section
/// that begins afterwards cannot find it, and one that began before is waited for.
void cdi_wait_for_read_sections(void);

/// Waits for the read sections that might hold `object` (a retained Swift object already unpublished), then
/// releases it: its `deinit` runs before this returns, on the calling thread.
void cdi_release_after_read_sections(void *object);

/// Frees `memory` (from `malloc`) once no read section can hold it; batched, so most calls do not wait.
void cdi_free_after_read_sections(void *memory);

#endif
