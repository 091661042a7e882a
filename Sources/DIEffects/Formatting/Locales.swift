import Foundation

extension CommonDependencies {
    /// The locale as an effect: `() -> Locale`, plus ready-made locales for tests.
    ///
    /// ```swift
    /// let locale = CommonDependencies.Locales.constant(
    ///     CommonDependencies.Locales.germany)
    /// #expect(locale().identifier == "de_DE")
    /// ```
    public enum Locales {
        /// The POSIX locale (`en_US_POSIX`), for fixed-format dates that must not follow the user's settings.
        ///
        /// ```swift
        /// let locale = CommonDependencies.Locales.posix
        /// ```
        public static let posix = Locale(identifier: "en_US_POSIX")
        /// English, United States (`en_US`), the mocks' default: the seed's name for ``usa``.
        ///
        /// ```swift
        /// let locale = CommonDependencies.Locales.us
        /// ```
        public static let us = usa
        /// English, United Kingdom (`en_GB`): the seed's name for ``unitedKingdom``.
        ///
        /// ```swift
        /// let locale = CommonDependencies.Locales.uk
        /// ```
        public static let uk = unitedKingdom
        /// Korean, South Korea (`ko_KR`).
        ///
        /// ```swift
        /// let locale = CommonDependencies.Locales.korea
        /// ```
        public static let korea = Locale(identifier: "ko_KR")
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
        /// let locale = CommonDependencies.Locales.constant(
        ///     CommonDependencies.Locales.japan)
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

        /// The value of `mockedValue` at each call: by default the shared ``nextMockedLocale`` (the seed's form).
        ///
        /// ```swift
        /// let locale = CommonDependencies.Locales.mock()
        /// CommonDependencies.Locales.nextMockedLocale = CommonDependencies.Locales.germany
        /// let korean = CommonDependencies.Locales.mock(returning: {
        ///     CommonDependencies.Locales.korea
        /// })
        /// ```
        @_disfavoredOverload
        public static func mock(
            returning mockedValue: @escaping @Sendable () -> Locale = { nextMockedLocale }
        ) -> @Sendable () -> Locale {
            { mockedValue() }
        }

        /// The value of `mockedValue` at each call, for a closure that is not `@Sendable` (the seed's tests).
        ///
        /// ```swift
        /// var locale = CommonDependencies.Locales.us
        /// let mock = CommonDependencies.Locales.mock(returning: { locale })
        /// locale = CommonDependencies.Locales.uk  // mock() returns en_GB
        /// ```
        public static func mock(returning mockedValue: @escaping () -> Locale) -> () -> Locale {
            { mockedValue() }
        }

        /// The shared locale `mock()` returns; ``usa`` until set, and after a reset.
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
