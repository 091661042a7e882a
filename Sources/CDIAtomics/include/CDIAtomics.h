// A few word-sized atomics for DICore's fast paths.
//
// Swift's `Synchronization.Atomic` needs macOS 15 / iOS 18; these compiler
// builtins work on every platform DIToolkit supports and are understood by
// the thread sanitizer.
#ifndef CDI_ATOMICS_H
#define CDI_ATOMICS_H

#include <stdint.h>

#include "CDIFramelessBuilds.h"
#include "CDIReadSections.h"
#include "CDIRuntimeImages.h"
#include "CDITaskLocals.h"

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

static inline intptr_t cdi_atomic_exchange(intptr_t *address, intptr_t value) {
    return __atomic_exchange_n(address, value, __ATOMIC_SEQ_CST);
}

static inline _Bool cdi_atomic_compare_exchange(intptr_t *address, intptr_t expected, intptr_t desired) {
    return __atomic_compare_exchange_n(address, &expected, desired, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
}

/// How many override or isolation regions keep instances of live bindings (DICore's `RegionInstances`).
///
/// A plain C global, so a resolve reads it with one load: a Swift `static let` would add a lazy
/// initialisation check to every read.
extern intptr_t cdi_region_instance_holders;

static inline _Bool cdi_region_instance_holders_is_zero(void) {
    return __atomic_load_n(&cdi_region_instance_holders, __ATOMIC_RELAXED) == 0;
}

static inline void cdi_region_instance_holders_add(intptr_t delta) {
    __atomic_fetch_add(&cdi_region_instance_holders, delta, __ATOMIC_ACQ_REL);
}

/// How many override or isolation region states some task can still see (DICore's `TaskRegion`).
///
/// Every resolve in every style reads it first: while it is zero no task can see an override, so the live
/// value is handed out without a task-local read. A plain C global, so that read is one load (a Swift
/// `static let` object would add a lazy-initialisation check and an accessor call).
extern intptr_t cdi_regions_alive;

static inline _Bool cdi_no_region_alive(void) {
    return __atomic_load_n(&cdi_regions_alive, __ATOMIC_RELAXED) == 0;
}

static inline void cdi_regions_alive_add(intptr_t delta) {
    __atomic_fetch_add(&cdi_regions_alive, delta, __ATOMIC_ACQ_REL);
}

/// The region state a launch scenario opened for the whole process (DICore's `LaunchScenarioRegion`), or 0.
///
/// Installed at most once, with a release compare-and-swap, and never freed: a task with no region of its own reads
/// it with one acquire load. Plain C for the same reason as the counts above.
extern intptr_t cdi_launch_region;

static inline intptr_t cdi_launch_region_load(void) {
    return __atomic_load_n(&cdi_launch_region, __ATOMIC_ACQUIRE);
}

static inline _Bool cdi_launch_region_install(intptr_t region) {
    intptr_t expected = 0;
    return __atomic_compare_exchange_n(&cdi_launch_region, &expected, region, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
}

/// How many async builds are in progress anywhere (DICore's `AsyncResolutionFrame`s).
///
/// While it is zero, marking a build as depending on an override (on every overridden resolve) need not
/// look for the current task's async builds: one relaxed load instead of a task-local read.
extern intptr_t cdi_async_frames;

static inline _Bool cdi_async_frames_is_zero(void) {
    return __atomic_load_n(&cdi_async_frames, __ATOMIC_RELAXED) == 0;
}

static inline void cdi_async_frames_add(intptr_t delta) {
    __atomic_fetch_add(&cdi_async_frames, delta, __ATOMIC_ACQ_REL);
}

/// The hashes of the identifiers hashed last (DICore's `IdentifierHashes`): 64 entries of 4 words (an identifier's
/// two words of bits, its hash, unused), zero until written. Plain C for the same reason as the counts above.
extern intptr_t cdi_identifier_hashes[256];

static inline intptr_t *cdi_identifier_hash_entry(intptr_t index) {
    return cdi_identifier_hashes + 4 * (index & 63);
}

/// The current thread's DICore resolution-stack storage, or NULL before the thread's first resolution.
///
/// A C thread-local, read with one load: marking the builds in progress (on every overridden resolve)
/// must not cost a `pthread_getspecific` call. DICore's `ResolutionStack` keeps it up to date.
extern _Thread_local void *cdi_thread_resolution_storage;

static inline void *cdi_resolution_storage(void) {
    return cdi_thread_resolution_storage;
}

static inline void cdi_set_resolution_storage(void *storage) {
    cdi_thread_resolution_storage = storage;
}

#endif
