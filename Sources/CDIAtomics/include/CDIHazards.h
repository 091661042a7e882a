// Hazard pointers for DICore's `AtomicReference`: lock-free reads of a reference that a writer may replace
// and release.
//
// A reader announces the pointer it is about to retain in its thread's hazard record (CDIHazards.c),
// checks that the reference still holds it, retains it and withdraws the announcement. A writer that took
// a pointer out of the reference releases it only once no record announces it, so no reader ever retains
// freed memory.
// The reader's announcement and check, and the writer's emptying and scan, are ordered so that one of the
// two always notices the other: by sequentially consistent operations, or on Linux by a plain store in the
// reader and a `membarrier` in the writer (which is rare), so that a read costs no fence.
#ifndef CDI_HAZARDS_H
#define CDI_HAZARDS_H

#include <stdint.h>

/// Retains the object `pointer` (just loaded from `address`) while announcing it; returns it retained, or
/// the pointer the reference holds by then retained, or 0 if it was emptied in the meantime.
///
/// Out of line on purpose: the Swift compiler knows `swift_retain` and may move calls to it, so the retain
/// and the announcement around it live in C code that Swift's optimiser never sees.
intptr_t cdi_hazard_retain_loaded(const intptr_t *address, intptr_t pointer);

/// Loads the object pointer stored at `address` and retains it, or returns 0 for an empty reference.
///
/// The retain happens while the pointer is announced, so a writer that empties the reference in the
/// meantime waits for this thread (`cdi_hazard_wait_until_unannounced`) before releasing it.
static inline intptr_t cdi_hazard_load_retained(const intptr_t *address) {
    intptr_t pointer = __atomic_load_n(address, __ATOMIC_ACQUIRE);
    return pointer == 0 ? 0 : cdi_hazard_retain_loaded(address, pointer);
}

/// Empties the reference at `address` and returns the pointer it held (0 if it was empty).
///
/// Sequentially consistent: with `cdi_hazard_wait_until_unannounced` after it, a reader that announces the
/// old pointer either sees the reference empty or is seen by the wait.
static inline intptr_t cdi_hazard_take(intptr_t *address) {
    return __atomic_exchange_n(address, 0, __ATOMIC_SEQ_CST);
}

/// Returns once no thread announces `pointer` (readers announce it only for the few instructions of a
/// retain, and after the writer took it out of its reference no new reader can announce it).
void cdi_hazard_wait_until_unannounced(intptr_t pointer);

#endif
