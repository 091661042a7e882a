import Foundation

/// A UserDefaults-like store of `Data` by key, as an effect.
///
/// ```swift
/// let store = KeyValueStore.inMemory()
/// try store.set(42, forKey: "launches")
/// #expect(try store.value(Int.self, forKey: "launches") == 42)
/// ```
public struct KeyValueStore: Sendable {
    /// Reads the data stored for a key.
    ///
    /// ```swift
    /// let raw = store.data("launches")
    /// ```
    public var data: @Sendable (_ key: String) -> Data?
    /// Stores data for a key; `nil` removes it.
    ///
    /// ```swift
    /// store.setData(Data("1".utf8), "launches")
    /// ```
    public var setData: @Sendable (_ data: Data?, _ key: String) -> Void

    /// A store built from a read and a write function.
    ///
    /// ```swift
    /// let store = KeyValueStore(data: { _ in nil }, setData: { _, _ in })
    /// ```
    public init(
        data: @escaping @Sendable (_ key: String) -> Data?,
        setData: @escaping @Sendable (_ data: Data?, _ key: String) -> Void
    ) {
        self.data = data
        self.setData = setData
    }

    /// Encodes `value` as JSON and stores it.
    ///
    /// ```swift
    /// try store.set(["a", "b"], forKey: "recent")
    /// ```
    public func set<Value: Encodable>(_ value: Value, forKey key: String) throws {
        setData(try JSONEncoder().encode(value), key)
    }

    /// The JSON-decoded value stored for `key`, or `nil` if there is none.
    ///
    /// ```swift
    /// let recent = try store.value([String].self, forKey: "recent")
    /// ```
    public func value<Value: Decodable>(_ type: Value.Type, forKey key: String) throws -> Value? {
        guard let stored = data(key) else { return nil }
        return try JSONDecoder().decode(Value.self, from: stored)
    }

    /// Removes the value for `key`.
    ///
    /// ```swift
    /// store.removeValue(forKey: "recent")
    /// ```
    public func removeValue(forKey key: String) {
        setData(nil, key)
    }

    /// A store backed by `UserDefaults` (the standard defaults unless a suite name is given).
    ///
    /// ```swift
    /// let store = KeyValueStore.live(suiteName: "com.example.settings")
    /// ```
    public static func live(suiteName: String? = nil) -> KeyValueStore {
        let defaults = DefaultsBox(suiteName: suiteName)
        return KeyValueStore(
            data: { key in defaults.defaults.data(forKey: key) },
            setData: { data, key in
                if let data {
                    defaults.defaults.set(data, forKey: key)
                } else {
                    defaults.defaults.removeObject(forKey: key)
                }
            })
    }

    /// A fresh, empty store in memory; each call makes an independent one.
    ///
    /// ```swift
    /// let store = KeyValueStore.inMemory(["onboarded": Data("true".utf8)])
    /// ```
    public static func inMemory(_ initial: [String: Data] = [:]) -> KeyValueStore {
        let storage = Locked(initial)
        return KeyValueStore(
            data: { key in storage.withLock { $0[key] } },
            setData: { data, key in storage.withLock { $0[key] = data } })
    }

    /// Reports "Unimplemented: KeyValueStore.data" or "….setData" on each use; reads return `nil`.
    ///
    /// ```swift
    /// let store = KeyValueStore.unimplemented()
    /// ```
    public static func unimplemented(fileID: String = #fileID, line: UInt = #line) -> KeyValueStore {
        unimplemented(at: UnimplementedSite(fileID: fileID, line: line))
    }

    /// The unimplemented value, reporting at `location`.
    package static func unimplemented(at location: UnimplementedSite) -> KeyValueStore {
        return KeyValueStore(
            data: { _ in
                reportUnimplemented("KeyValueStore.data", at: location)
                return nil
            },
            setData: { _, _ in reportUnimplemented("KeyValueStore.setData", at: location) })
    }
}

/// `UserDefaults` is documented as thread-safe but is not marked `Sendable` on every platform.
private final class DefaultsBox: @unchecked Sendable {
    let defaults: UserDefaults

    init(suiteName: String?) {
        defaults = suiteName.flatMap { UserDefaults(suiteName: $0) } ?? .standard
    }
}
