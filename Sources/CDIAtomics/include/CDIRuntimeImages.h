// Which loaded images carry a copy of DICore, so DICore can tell when the process loaded it twice.
#ifndef CDI_RUNTIME_IMAGES_H
#define CDI_RUNTIME_IMAGES_H

#include <stdint.h>

/// 0 until DICore's once-per-process check for a second copy is claimed, then 1.
///
/// A plain C global, so every later first build (on each new thread, and each outermost async build) pays one load.
extern intptr_t cdi_runtime_copies_check_claimed;

/// Whether this caller is the first to claim the check: one relaxed load once it is claimed.
static inline _Bool cdi_claim_runtime_copies_check(void) {
    return __atomic_load_n(&cdi_runtime_copies_check_claimed, __ATOMIC_RELAXED) == 0
        && __atomic_exchange_n(&cdi_runtime_copies_check_claimed, 1, __ATOMIC_ACQ_REL) == 0;
}

/// Calls `body` once per loaded image that carries DICore's runtime marker, with the image's path and whether it
/// is the image this code was linked into.
///
/// The marker is data this C file defines, so every image that links DICore (statically, or as a shared library)
/// carries exactly one. How images are listed differs by platform (see `CDIRuntimeImages.c`); where they cannot be
/// listed, `body` is never called.
void cdi_enumerate_runtime_images(void (*body)(const char *path, _Bool isOwnImage, void *context), void *context);

#endif
