import CDIAtomics

/// The few instructions during which a reader holds an unretained pointer to memory a writer may replace.
///
/// DICore's hot reads (bindings, a kept singleton, a registry's assignment) take no lock and retain nothing on the
/// way: a writer releases what it takes out of reach only after every section that might hold it has ended
/// (CDIAtomics' `CDIReadSections.h`). A section contains no user code, so a writer never waits long.
@usableFromInline
package enum ReadSection {
    /// Runs `body` inside a read section; `body` must not call user code or wait.
    @inlinable @inline(__always)
    package static func run<Result>(_ body: () -> Result) -> Result {
        let reader = cdi_read_begin()
        defer { cdi_read_end(reader) }
        return body()
    }

    /// Releases the retained object `raw` (already unpublished) once no section can hold it; `0` does nothing.
    /// Its `deinit` runs before this returns, so call it with no lock held.
    package static func release(_ raw: Int) {
        guard raw != 0 else { return }
        cdi_release_after_read_sections(UnsafeMutableRawPointer(bitPattern: raw))
    }

    /// Releases the retained, unpublished object `unmanaged` (if any) once no section can hold it.
    package static func release<Object: AnyObject>(_ unmanaged: Unmanaged<Object>?) {
        guard let unmanaged else { return }
        release(Int(bitPattern: unmanaged.toOpaque()))
    }

    /// Frees `memory` (allocated with `malloc`) once no section can hold it; batched, so it rarely waits.
    @usableFromInline
    package static func free(_ memory: UnsafeMutableRawPointer) {
        cdi_free_after_read_sections(memory)
    }
}
