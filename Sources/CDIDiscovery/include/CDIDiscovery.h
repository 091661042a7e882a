// What DIRegistry's conformance discovery needs from the Swift runtime that Swift cannot spell itself.
//
// The layouts below mirror the Swift ABI (swift/ABI/Metadata.h and the runtime's
// MetadataSections in swift/shims/MetadataSections.h); only the fields discovery reads.
#ifndef CDI_DISCOVERY_H
#define CDI_DISCOVERY_H

#include <stddef.h>
#include <stdint.h>

/// The address range of one metadata section of one loaded image.
typedef struct CDIMetadataSectionRange {
    uintptr_t start;
    size_t length;
} CDIMetadataSectionRange;

/// The leading fields of the runtime's `MetadataSections`, which every version from 1 on shares.
///
/// Version 0 had another layout; `cdi_enumerate_conformance_sections` refuses it rather than misread it.
typedef struct CDIMetadataSections {
    uintptr_t version;
    const void *baseAddress;
    void *unused0;
    void *unused1;
    CDIMetadataSectionRange swift5_protocols;
    CDIMetadataSectionRange swift5_protocol_conformances;
} CDIMetadataSections;

/// Whether loaded images can be listed: through dyld on Apple platforms, and on ELF and COFF through
/// the runtime's `swift_enumerateAllMetadataSections` (which an older runtime may lack).
_Bool cdi_can_enumerate_metadata_sections(void);

/// Calls `body` once per loaded image with the image's conformance section (empty if it has none).
///
/// On Apple platforms it skips the system libraries of the shared cache, which cannot hold an app's
/// conformances.
/// `body` returns 0 to stop early. Images whose `MetadataSections` version is older than 1 are
/// passed with `start == 0` and `length == 0`, so they count as images but yield no records.
/// Does nothing where `cdi_can_enumerate_metadata_sections` is false.
void cdi_enumerate_conformance_sections(
    _Bool (*body)(CDIMetadataSectionRange section, void *context), void *context);

/// Loads the pointer stored at `address` (an indirect relative pointer's target), without its signature.
///
/// On arm64e (Apple platforms) the stored pointer is signed and the signature is stripped; elsewhere it is
/// returned as loaded.
const void *cdi_load_indirect_pointer(const void *address);

/// Calls a type's metadata access function (Swift calling convention) for complete metadata.
///
/// On arm64e (Apple platforms) the function pointer is signed first, as an indirect call requires; elsewhere it
/// is called as it is.
const void *cdi_call_metadata_accessor(const void *accessFunction);

/// The path of the loaded image that holds `address` (a conformance section, type metadata), or NULL.
///
/// On ELF and Apple platforms it asks `dladdr`, which names the image as it was loaded (the main executable as the
/// process was started); on Windows and elsewhere it returns NULL.
const char *cdi_image_path_containing(const void *address);

#endif
