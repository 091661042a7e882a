#ifndef CDI_FRAMELESS_BUILDS_H
#define CDI_FRAMELESS_BUILDS_H

#include <stdint.h>

/// An outermost awaited build that claims nothing, run without a task-local frame (DICore's `AsyncResolution`):
/// which task runs it, what it builds, and the frame made for it if something inside the build needed one.
///
/// A task takes a record with an acquire compare-and-swap of `task` and gives it back with a release store of 0;
/// only the task that holds it reads or writes the other fields, so they are plain.
typedef struct {
    intptr_t task;
    /// The built object and its `Buildable` witness table: the two words of a Swift `any Buildable`, unretained.
    const void *_Nullable built;
    const void *_Nullable built_conformance;
    /// The frame made for the build on first need, retained, or NULL.
    void *_Nullable frame;
    /// Fills the record's cache line (the array is aligned to one), so records never contend.
    char padding[64 - 4 * sizeof(void *)];
} cdi_frameless_build;

/// Enough records that tasks building at once rarely share one (a task that finds its record held builds with a
/// frame), each on a cache line of its own.
#define CDI_FRAMELESS_BUILD_RECORDS 64

extern cdi_frameless_build cdi_frameless_builds[CDI_FRAMELESS_BUILD_RECORDS] __attribute__((aligned(64)));

/// The record of `task` (a task's address), picked by a multiplicative hash of it.
static inline cdi_frameless_build *_Nonnull cdi_frameless_build_of(intptr_t task) {
    uintptr_t hashed = (uintptr_t)task * (uintptr_t)0x9E3779B97F4A7C15ull;
    return &cdi_frameless_builds[hashed >> (sizeof(uintptr_t) * 8 - 6)];
}

/// Takes `record` for `task`; returns 0 when taken, else the task that holds it (perhaps `task` itself).
static inline intptr_t cdi_frameless_build_take(cdi_frameless_build *_Nonnull record, intptr_t task) {
    intptr_t holder = 0;
    __atomic_compare_exchange_n(&record->task, &holder, task, 0, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED);
    return holder;
}

/// The task that holds `record`, or 0. Relaxed: a task compares it only with itself.
static inline intptr_t cdi_frameless_build_holder(const cdi_frameless_build *_Nonnull record) {
    return __atomic_load_n(&record->task, __ATOMIC_RELAXED);
}

/// Gives `record` back; every field the holder wrote is seen by the next task that takes it.
static inline void cdi_frameless_build_give_back(cdi_frameless_build *_Nonnull record) {
    __atomic_store_n(&record->task, 0, __ATOMIC_RELEASE);
}

/// How many records some task holds (for tests that check every build gave its record back).
static inline intptr_t cdi_frameless_builds_held(void) {
    intptr_t held = 0;
    for (int index = 0; index < CDI_FRAMELESS_BUILD_RECORDS; index++) {
        held += __atomic_load_n(&cdi_frameless_builds[index].task, __ATOMIC_ACQUIRE) != 0;
    }
    return held;
}

#endif
