/// An instance stored without its static type, as di-bench's hand-written registry keeps it.
typealias ErasedInstance = AnyObject & Sendable

/// The key di-bench's hand-written registry uses: the service type plus a name.
struct BindingKey: Hashable {
    let type: ObjectIdentifier
    let name: String
}
