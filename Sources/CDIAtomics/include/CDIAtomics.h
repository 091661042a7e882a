// A few word-sized atomics for DICore's fast paths.
//
// Swift's `Synchronization.Atomic` needs macOS 15 / iOS 18; these compiler
// builtins work on every platform DIToolkit supports and are understood by
// the thread sanitizer.
#ifndef CDI_ATOMICS_H
#define CDI_ATOMICS_H

#include <stdint.h>

static inline intptr_t cdi_atomic_load_acquire(const intptr_t *address) {
    return __atomic_load_n(address, __ATOMIC_ACQUIRE);
}

static inline intptr_t cdi_atomic_load_relaxed(const intptr_t *address) {
    return __atomic_load_n(address, __ATOMIC_RELAXED);
}

static inline void cdi_atomic_store_release(intptr_t *address, intptr_t value) {
    __atomic_store_n(address, value, __ATOMIC_RELEASE);
}

static inline intptr_t cdi_atomic_fetch_add(intptr_t *address, intptr_t delta) {
    return __atomic_fetch_add(address, delta, __ATOMIC_ACQ_REL);
}

static inline _Bool cdi_atomic_compare_exchange(intptr_t *address, intptr_t expected, intptr_t desired) {
    return __atomic_compare_exchange_n(address, &expected, desired, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
}

#endif
