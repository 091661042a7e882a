// Lists every loaded image's conformance section, which the compiler fills with one record per conformance.
//
// Where the section is and how the images are listed differs by platform:
// - Linux, Android and other ELF platforms: the section is `swift5_protocol_conformances`, and the runtime's
//   `swift_enumerateAllMetadataSections` lists it for every loaded image. The call is imported weakly, so a runtime
//   without it leaves discovery unavailable instead of stopping the library from loading.
// - Windows (PE/COFF): the section is `.sw5prtc`, listed by the same runtime call. COFF has no weak imports, so the
//   call is imported plainly and the runtime must export it.
// - Apple platforms (Mach-O): the section is `__TEXT,__swift5_proto`, read with `getsectiondata` from each image
//   dyld lists; the runtime's enumeration does not exist there. On arm64e, pointers carry signatures:
//   `cdi_load_indirect_pointer` strips them, and `cdi_call_metadata_accessor` signs the function it calls.
// - Anywhere else (WebAssembly, for one): nothing lists the images, so discovery reports itself unavailable.
#if defined(__ELF__)
    #define _GNU_SOURCE  // dladdr and Dl_info
#endif
#include "CDIDiscovery.h"

#if defined(__ELF__) || (defined(__APPLE__) && defined(__MACH__))
    #include <dlfcn.h>
#endif

#if __has_feature(ptrauth_intrinsics)
    #include <ptrauth.h>
#endif

#if defined(__APPLE__) && defined(__MACH__)
    #include <mach-o/dyld.h>
    #include <mach-o/getsect.h>
    #include <mach-o/loader.h>
#endif

#if defined(__ELF__) || defined(_WIN32)
// Declared by the runtime in ImageInspectionCommon.h. On ELF it is a weak import: an older runtime may lack it,
// and then discovery reports that it is unavailable instead of failing to load. COFF has no weak imports.
extern void swift_enumerateAllMetadataSections(
    _Bool (*body)(const CDIMetadataSections *sections, void *context), void *context)
    #if defined(__ELF__)
    __attribute__((weak))
    #endif
    ;
#endif

_Bool cdi_can_enumerate_metadata_sections(void) {
#if defined(__ELF__)
    return swift_enumerateAllMetadataSections != 0;
#elif defined(_WIN32) || (defined(__APPLE__) && defined(__MACH__))
    return 1;
#else
    return 0;
#endif
}

#if defined(__ELF__) || defined(_WIN32)
typedef struct CDISectionVisit {
    _Bool (*body)(CDIMetadataSectionRange section, void *context);
    void *context;
} CDISectionVisit;

static _Bool cdi_visit_sections(const CDIMetadataSections *sections, void *context) {
    const CDISectionVisit *visit = (const CDISectionVisit *)context;
    CDIMetadataSectionRange empty = {0, 0};
    CDIMetadataSectionRange section = sections->version >= 1 ? sections->swift5_protocol_conformances : empty;
    return visit->body(section, visit->context);
}
#endif

void cdi_enumerate_conformance_sections(
    _Bool (*body)(CDIMetadataSectionRange section, void *context), void *context) {
#if defined(__ELF__) || defined(_WIN32)
    if (!cdi_can_enumerate_metadata_sections()) {
        return;
    }
    CDISectionVisit visit = {body, context};
    swift_enumerateAllMetadataSections(cdi_visit_sections, &visit);
#elif defined(__APPLE__) && defined(__MACH__)
    // dyld lists every loaded image; the runtime's own enumeration does not exist on Mach-O.
    uint32_t count = _dyld_image_count();
    for (uint32_t index = 0; index < count; index++) {
        const struct mach_header *header = _dyld_get_image_header(index);
        if (header == 0) {
            continue;
        }
    #if defined(MH_DYLIB_IN_CACHE)
        // System libraries in the shared cache cannot declare an app's conformances.
        if (header->flags & MH_DYLIB_IN_CACHE) {
            continue;
        }
    #endif
        unsigned long size = 0;
    #if __LP64__
        const uint8_t *start = getsectiondata((const struct mach_header_64 *)header, "__TEXT", "__swift5_proto", &size);
    #else
        const uint8_t *start = getsectiondata(header, "__TEXT", "__swift5_proto", &size);
    #endif
        CDIMetadataSectionRange section = {(uintptr_t)start, start == 0 ? 0 : (size_t)size};
        if (!body(section, context)) {
            return;
        }
    }
#else
    (void)body;
    (void)context;
#endif
}

const void *cdi_load_indirect_pointer(const void *address) {
    const void *loaded = *(const void *const *)address;
#if __has_feature(ptrauth_intrinsics)
    loaded = ptrauth_strip(loaded, ptrauth_key_process_independent_data);
#endif
    return loaded;
}

/// What a metadata access function returns: the metadata and its state, in two registers.
typedef struct CDIMetadataResponse {
    const void *metadata;
    size_t state;
} CDIMetadataResponse;

typedef __attribute__((swiftcall)) CDIMetadataResponse (*CDIMetadataAccessFunction)(size_t request);

const void *cdi_call_metadata_accessor(const void *accessFunction) {
#if __has_feature(ptrauth_calls)
    accessFunction = ptrauth_sign_unauthenticated(accessFunction, ptrauth_key_function_pointer, 0);
#endif
    // Request 0: complete metadata, blocking until it is.
    return ((CDIMetadataAccessFunction)accessFunction)(0).metadata;
}

const char *cdi_image_path_containing(const void *address) {
#if defined(__ELF__) || (defined(__APPLE__) && defined(__MACH__))
    Dl_info info;
    if (address != 0 && dladdr(address, &info) != 0) {
        return info.dli_fname;
    }
#endif
    (void)address;
    return 0;
}
