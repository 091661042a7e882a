import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension World {
    /// ``current`` once some scope is open in the process: the scoped world. When a wiring recording or a
    /// resolution trace is on, reading it is observed as a resolution of `World`, and each of its function
    /// fields reports every call as a resolution of `World.<field>`.
    @usableFromInline
    static var scopedWorld: World {
        let state = TaskRegion.current
        guard let recorder = state?.recorder else { return scopedCurrent }
        let (world, source) = scopedValueAndSource(in: state)
        return recorder.observe(WiringNode(kind: .world, name: "World"), source: source, reused: true) {
            world.observed(by: recorder, source: source)
        }
    }

    /// This world with each function field observed as a resolution of `World.<field>` when it is called.
    ///
    /// The scheduler, the random numbers and the clocks are values, not calls, and are not observed.
    func observed(by recorder: WiringRecorder, source: WiringSource) -> World {
        var fields = storage.fields
        func node(_ field: String) -> WiringNode {
            WiringNode(kind: .world, name: "World.\(field)")
        }
        func observing<Value>(_ field: String, _ call: @escaping @Sendable () -> Value) -> @Sendable () -> Value {
            let node = node(field)
            return { recorder.observe(node, source: source, reused: true, call) }
        }
        fields.calendar = observing("calendar", fields.calendar)
        fields.dateFormatter = observing("dateFormatter", fields.dateFormatter)
        fields.decoder = observing("decoder", fields.decoder)
        fields.encoder = observing("encoder", fields.encoder)
        fields.locale = observing("locale", fields.locale)
        fields.preferredLocales = observing("preferredLocales", fields.preferredLocales)
        fields.now = observing("now", fields.now)
        fields.numberFormatter = observing("numberFormatter", fields.numberFormatter)
        fields.timeZone = observing("timeZone", fields.timeZone)
        fields.urlSession = observing("urlSession", fields.urlSession)
        fields.uuid = observing("uuid", fields.uuid)
        let request = fields.urlRequest
        let requestNode = node("urlRequest")
        fields.urlRequest = { urlRequest in
            recorder.observe(requestNode, source: source, reused: true) {}
            return try await request(urlRequest)
        }
        var observed = self
        observed.storage = Storage(fields)
        return observed
    }
}
