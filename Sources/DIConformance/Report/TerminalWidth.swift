#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// How many columns the matrix command's text may use.
///
/// `COLUMNS` wins when it is set (shells set it, and a test or a script can); otherwise the width of the terminal
/// standard output is, when it is one; otherwise ``fallback``, for a log or a file.
enum TerminalWidth {
    /// The width for output that goes to no terminal.
    static let fallback = 100
    /// Narrower than this, nothing the renderer draws fits; a smaller `COLUMNS` is raised to it.
    static let minimum = 40

    /// The width for this process: `COLUMNS`, else the terminal's, else ``fallback``.
    static func current(environment: [String: String]) -> Int {
        if let columns = environment["COLUMNS"].flatMap({ Int($0.filter { !$0.isWhitespace }) }),
            columns > 0
        {
            return max(minimum, columns)
        }
        return terminalColumns().map { max(minimum, $0) } ?? fallback
    }

    /// The columns of the terminal standard output is, or `nil` when it is not a terminal.
    ///
    /// Linux and Apple platforms ask the terminal with `ioctl(TIOCGWINSZ)`; elsewhere (Windows) this answers
    /// `nil` and the caller uses `COLUMNS` or ``fallback``.
    private static func terminalColumns() -> Int? {
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
            guard isatty(STDOUT_FILENO) != 0 else { return nil }
            var size = winsize()
            guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
            return Int(size.ws_col)
        #else
            return nil
        #endif
    }
}
