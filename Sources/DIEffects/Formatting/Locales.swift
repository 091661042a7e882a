import Foundation

extension CommonDependencies {
    /// The locale as an effect: `() -> Locale`, plus ready-made locales for tests.
    ///
    /// ```swift
    /// let locale = CommonDependencies.Locales.constant(CommonDependencies.Locales.germany)
    /// #expect(locale().identifier == "de_DE")
    /// ```
    public enum Locales {
        /// English, United States (`en_US`), the mocks' default.
        ///
        /// ```swift
        /// let locale = CommonDependencies.Locales.usa
        /// ```
        public static let usa = Locale(identifier: "en_US")
        /// English, United Kingdom (`en_GB`).
        ///
        /// ```swift
        /// let locale = CommonDependencies.Locales.unitedKingdom
        /// ```
        public static let unitedKingdom = Locale(identifier: "en_GB")
        /// German, Germany (`de_DE`).
        ///
        /// ```swift
        /// let locale = CommonDependencies.Locales.germany
        /// ```
        public static let germany = Locale(identifier: "de_DE")
        /// Chinese, China (`zh_CN`).
        ///
        /// ```swift
        /// let locale = CommonDependencies.Locales.china
        /// ```
        public static let china = Locale(identifier: "zh_CN")
        /// Japanese, Japan (`ja_JP`).
        ///
        /// ```swift
        /// let locale = CommonDependencies.Locales.japan
        /// ```
        public static let japan = Locale(identifier: "ja_JP")
        /// Portuguese, Brazil (`pt_BR`).
        ///
        /// ```swift
        /// let locale = CommonDependencies.Locales.brazil
        /// ```
        public static let brazil = Locale(identifier: "pt_BR")
        /// French, France (`fr_FR`).
        ///
        /// ```swift
        /// let locale = CommonDependencies.Locales.france
        /// ```
        public static let france = Locale(identifier: "fr_FR")
        /// Arabic, Saudi Arabia (`ar_SA`), a right-to-left locale.
        ///
        /// ```swift
        /// let locale = CommonDependencies.Locales.saudiArabia
        /// ```
        public static let saudiArabia = Locale(identifier: "ar_SA")

        /// The user's current locale, read at each call.
        ///
        /// ```swift
        /// let locale = CommonDependencies.Locales.live()
        /// ```
        public static func live() -> @Sendable () -> Locale {
            { Locale.current }
        }

        /// Always `locale`.
        ///
        /// ```swift
        /// let locale = CommonDependencies.Locales.constant(CommonDependencies.Locales.japan)
        /// ```
        public static func constant(_ locale: Locale) -> @Sendable () -> Locale {
            { locale }
        }

        /// The value of `mocked.next` at each call (the parallel-safe mock).
        ///
        /// ```swift
        /// let mocked = Mocked(CommonDependencies.Locales.usa)
        /// let locale = CommonDependencies.Locales.mock(mocked)
        /// mocked.next = CommonDependencies.Locales.germany
        /// ```
        public static func mock(_ mocked: Mocked<Locale>) -> @Sendable () -> Locale {
            mocked.effect
        }

        /// The value of the shared ``nextMockedLocale`` at each call (the seed's form).
        ///
        /// ```swift
        /// let locale = CommonDependencies.Locales.mock()
        /// CommonDependencies.Locales.nextMockedLocale = CommonDependencies.Locales.germany
        /// ```
        public static func mock() -> @Sendable () -> Locale {
            { nextMockedLocale }
        }

        /// The shared locale ``mock()`` returns; ``usa`` until set, and after a reset.
        ///
        /// ```swift
        /// CommonDependencies.Locales.nextMockedLocale = CommonDependencies.Locales.germany
        /// ```
        public static var nextMockedLocale: Locale {
            get { SharedMocks.mocked("Locales", initial: usa).next }
            set { SharedMocks.mocked("Locales", initial: usa).next = newValue }
        }

        /// Reports "Unimplemented: Locale" on each call and returns ``usa``.
        ///
        /// ```swift
        /// let locale = CommonDependencies.Locales.unimplemented()
        /// ```
        public static func unimplemented(fileID: String = #fileID, line: UInt = #line) -> @Sendable () -> Locale {
            unimplemented(at: UnimplementedSite(fileID: fileID, line: line))
        }

        /// The unimplemented value, reporting at `location`.
        package static func unimplemented(at location: UnimplementedSite) -> @Sendable () -> Locale {
            return {
                reportUnimplemented("Locale", at: location)
                return usa
            }
        }
    }
}
