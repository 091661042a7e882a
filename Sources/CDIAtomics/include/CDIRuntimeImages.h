// Which loaded images carry a copy of DICore, so DICore can tell when the process loaded it twice.
#ifndef CDI_RUNTIME_IMAGES_H
#define CDI_RUNTIME_IMAGES_H

/// Calls `body` once per loaded image that carries DICore's runtime marker, with the image's path and whether it
/// is the image this code was linked into.
///
/// The marker is data this C file defines, so every image that links DICore (statically, or as a shared library)
/// carries exactly one. How images are listed differs by platform (see `CDIRuntimeImages.c`); where they cannot be
/// listed, `body` is never called.
void cdi_enumerate_runtime_images(void (*body)(const char *path, _Bool isOwnImage, void *context), void *context);

#endif
