extension Container {
    /// Creates a container whose factories run one at a time, as all of Fusion's did, when `serializesFactories` is `true`.
    ///
    /// A plain container runs factories concurrently and holds no lock while one runs.
    /// Fusion resolved under the container's lock, so code written for it may bind factories
    /// that are not safe to run twice at once (a shared counter, a non-thread-safe
    /// builder). Opt in for such a container: a factory bound here then waits while another
    /// thread runs one of this container's factories (and re-enters freely on its own
    /// thread). Kept singletons are still read without waiting, and bindings of other
    /// containers, including the parent, are not affected.
    ///
    /// ```swift
    /// Container.main = Container(name: "main", serializesFactories: true)
    /// Container.bind(to: ReportBuilder.self) { _ in
    ///     ReportBuilder(shared: legacyFormatter)
    /// }
    /// ```
    ///
    /// Fusion's hazard comes back with it, but reported instead of hanging: a factory that
    /// blocks on another thread which resolves from this container would wait forever; the
    /// waiting thread stops with `DIError.Code.buildWaitTimedOut` after
    /// `ResolutionLimits.buildWaitTimeout`.
    public convenience init(name: String? = nil, parent: Container? = nil, serializesFactories: Bool) {
        self.init(name: name, parent: parent, factoryGate: serializesFactories ? FactorySerialGate() : nil)
    }

    /// Whether factories bound here run one at a time (`Container(serializesFactories: true)`).
    ///
    /// ```swift
    /// assert(Container.main.serializesFactories == false)
    /// ```
    public var serializesFactories: Bool {
        factoryGate != nil
    }
}
