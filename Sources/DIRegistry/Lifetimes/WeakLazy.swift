/// A class instance shared while someone holds it and rebuilt after release: Floatation's `WeakLazy`.
///
/// Best for instances that take a lot of memory (a database wrapper, an image
/// cache): ``instance`` hands out the live one while at least one consumer
/// retains it; once the last consumer lets go it is freed, and the next access
/// builds a new one. At most one build runs at a time and no lock is held while
/// it runs, so a builder may read other registries. Built on DICore's
/// ``/DICore/Scope/weak`` lifetime. Like ``Lazy``, it is not `Sendable`, because
/// its builder is not.
///
/// `Instance` may be a protocol that is not class-bound (`WeakLazy<any ImageCaching>`), as
/// in Floatation: the instance the builder returns must then be a class at run time, or
/// the first read stops with `DIError.Code.invalidScope` and the line that created the value.
///
/// ```swift
/// public let imageCache = WeakLazy(builder: { ImageCache(megabytes: 200) })
///
/// var screenCache: ImageCache? = registry.imageCache.instance  // built
/// screenCache = nil                                             // freed
/// ```
public final class WeakLazy<Instance> {
    private let cell: LifetimeCell<Instance>

    /// Wraps `builder`, which runs whenever ``instance`` is read while no one holds the previous one.
    ///
    /// A circular dependency found while building is reported at the line that created this value.
    ///
    /// ```swift
    /// let imageCache = WeakLazy(builder: { ImageCache(megabytes: 200) })
    /// ```
    public init(fileID: String = #fileID, line: UInt = #line, builder: @escaping () -> Instance) {
        cell = LifetimeCell(scope: .weak, location: SourceLocation(fileID: fileID, line: line), builder: builder)
    }

    /// The live instance, or a new one if every holder has released the last.
    ///
    /// ```swift
    /// let cache = registry.imageCache.instance
    /// assert(cache === registry.imageCache.instance)  // still held by `cache`
    /// ```
    public var instance: Instance {
        cell.instance
    }
}
