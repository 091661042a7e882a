import Foundation

extension CommonDependencies {
    /// The user's preferred locales, most preferred first, as an effect: `() -> [Locale]`.
    ///
    /// swift-dependencies' `\.preferredLocales`: pick a translation, a currency or a spell-checker
    /// language from the user's list instead of the one current locale.
    ///
    /// ```swift
    /// let preferred = CommonDependencies.PreferredLocales.constant([
    ///     Locale(identifier: "es-ES"), Locale(identifier: "en-US"),
    /// ])
    /// #expect(preferred().map(\.identifier) == ["es-ES", "en-US"])
    /// ```
    public enum PreferredLocales {
        /// The user's preferred languages as locales, read at each call (`Locale.preferredLanguages`).
        ///
        /// ```swift
        /// let preferred = CommonDependencies.PreferredLocales.live()
        /// ```
        public static func live() -> @Sendable () -> [Locale] {
            { Locale.preferredLanguages.map(Locale.init(identifier:)) }
        }

        /// Always `locales`.
        ///
        /// ```swift
        /// let preferred = CommonDependencies.PreferredLocales.constant([
        ///     CommonDependencies.Locales.germany
        /// ])
        /// ```
        public static func constant(_ locales: [Locale]) -> @Sendable () -> [Locale] {
            { locales }
        }

        /// Reports "Unimplemented: PreferredLocales" on each call and returns `[en_US]`.
        ///
        /// ```swift
        /// let preferred = CommonDependencies.PreferredLocales.unimplemented()
        /// ```
        public static func unimplemented(fileID: String = #fileID, line: UInt = #line) -> @Sendable () -> [Locale] {
            unimplemented(at: UnimplementedSite(fileID: fileID, line: line))
        }

        /// The unimplemented value, reporting at `location`.
        package static func unimplemented(at location: UnimplementedSite) -> @Sendable () -> [Locale] {
            return {
                reportUnimplemented("PreferredLocales", at: location)
                return [Locales.usa]
            }
        }
    }
}
