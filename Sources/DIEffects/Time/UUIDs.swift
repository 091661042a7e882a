import Foundation

extension CommonDependencies {
    /// Fresh identifiers as an effect: `() -> UUID`.
    ///
    /// ```swift
    /// let uuid = CommonDependencies.UUIDs.incrementing()
    /// #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000000")
    /// #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000001")
    /// ```
    public enum UUIDs {
        /// A random version-4 UUID at each call.
        ///
        /// ```swift
        /// let uuid = CommonDependencies.UUIDs.live()
        /// ```
        public static func live() -> @Sendable () -> UUID {
            { UUID() }
        }

        /// Always `uuid`.
        ///
        /// ```swift
        /// let uuid = CommonDependencies.UUIDs.constant(
        ///     UUID(uuidString: "DEADBEEF-0000-0000-0000-000000000000")!)
        /// ```
        public static func constant(_ uuid: UUID) -> @Sendable () -> UUID {
            { uuid }
        }

        /// `00000000-0000-0000-0000-000000000000`, then `…0001`, `…0002`, … — its own counter per value.
        ///
        /// ```swift
        /// let uuid = CommonDependencies.UUIDs.incrementing()
        /// _ = uuid()  // 00000000-0000-0000-0000-000000000000
        /// ```
        public static func incrementing() -> @Sendable () -> UUID {
            let counter = Locked<UInt64>(0)
            return {
                let value = counter.withLock { count in
                    defer { count &+= 1 }
                    return count
                }
                return uuid(counting: value)
            }
        }

        /// Reports "Unimplemented: UUID" on each call and returns the all-zero UUID.
        ///
        /// ```swift
        /// let (_, reports) = DiagnosticReporter.collectReports {
        ///     _ = CommonDependencies.UUIDs.unimplemented()()
        /// }
        /// ```
        public static func unimplemented(fileID: String = #fileID, line: UInt = #line) -> @Sendable () -> UUID {
            unimplemented(at: UnimplementedSite(fileID: fileID, line: line))
        }

        /// The unimplemented value, reporting at `location`.
        package static func unimplemented(at location: UnimplementedSite) -> @Sendable () -> UUID {
            return {
                reportUnimplemented("UUID", at: location)
                return uuid(counting: 0)
            }
        }

        /// The UUID whose last 64 bits are `value`, e.g. `00000000-0000-0000-0000-00000000000a` for 10.
        ///
        /// ```swift
        /// #expect(
        ///     CommonDependencies.UUIDs.uuid(counting: 1).uuidString
        ///         == "00000000-0000-0000-0000-000000000001")
        /// ```
        public static func uuid(counting value: UInt64) -> UUID {
            var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            withUnsafeMutableBytes(of: &bytes) { buffer in
                for index in 0..<8 {
                    buffer[15 - index] = UInt8(truncatingIfNeeded: value >> (8 * UInt64(index)))
                }
            }
            return UUID(uuid: bytes)
        }
    }
}
