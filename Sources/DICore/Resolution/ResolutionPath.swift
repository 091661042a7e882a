/// The path an error names: the keys being built for the caller, outermost first.
///
/// The current task's awaited builds (``AsyncResolution``) come first, then this thread's synchronous ones
/// (``ResolutionStack``): a synchronous build never spans an `await`, so any synchronous frame on this thread was
/// entered by the innermost awaited build's factory, and the two read in this order are one path.
@usableFromInline
package enum ResolutionPath {
    @usableFromInline
    package static var current: [DependencyKey] {
        AsyncResolution.currentPath + ResolutionStack.currentPath
    }
}
