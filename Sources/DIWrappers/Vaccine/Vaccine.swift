/// Vaccine's API: "cures" are bindings in ``Container/main``, the same store `@Inject` reads.
///
/// ```swift
/// Vaccine.setCure(for: ChuckNorrisServicing.self, with: ChuckNorrisService())
/// Vaccine.setCure(for: JokeViewModeling.self, isUnique: true) { JokeViewModel() }
///
/// final class JokeViewModel: JokeViewModeling {
///     @Inject(ChuckNorrisServicing.self) private var service
/// }
/// ```
///
/// In tests, prefer `Container.withOverrides` (scoped to the test) over
/// `setCure`, which changes `main`; inside DITesting's isolation each test has
/// its own `main`, so `setCure` in a test stays in that test.
public enum Vaccine {
    /// Sets the cure for `type`: `cure` is evaluated on every resolve, or right now, once, when `isUnique` is `true`.
    ///
    /// A unique cure is built here, as in Vaccine, so its initialiser's side effects (and
    /// any `@Inject(P.self)` it declares) happen at launch, not at first use. Setting a cure
    /// again replaces the earlier one (and the instance a unique cure kept).
    ///
    /// ```swift
    /// Vaccine.setCure(for: ChuckNorrisServicing.self, with: ChuckNorrisService())
    /// Vaccine.setCure(for: Analytics.self, isUnique: true, with: Analytics())
    /// ```
    public static func setCure<Service>(
        for type: Service.Type,
        isUnique: Bool = false,
        with cure: @autoclosure @escaping () -> Service,
        fileID: String = #fileID,
        line: UInt = #line
    ) {
        setCure(for: type, isUnique: isUnique, fileID: fileID, line: line, cure)
    }

    /// Sets the cure for `type` to a closure, evaluated on every resolve, or right now, once, when `isUnique` is `true`.
    ///
    /// ```swift
    /// Vaccine.setCure(for: JokeViewModeling.self) { JokeViewModel() }
    /// // runs here
    /// Vaccine.setCure(for: Analytics.self, isUnique: true) { Analytics() }
    /// ```
    public static func setCure<Service>(
        for type: Service.Type,
        isUnique: Bool = false,
        fileID: String = #fileID,
        line: UInt = #line,
        _ cure: @escaping () -> Service
    ) {
        guard isUnique else {
            Container.main.bind(.transient, to: type, factory: { _ in cure() }, fileID: fileID, line: line)
            return
        }
        // As in Vaccine, the earlier cure is gone before the new one is built.
        Container.main.unbind(type)
        let instance = cure()
        Container.main.bind(.singleton, to: type, factory: { _ in instance }, fileID: fileID, line: line)
    }

    /// The cure for `type`, or a trap naming the key and the cures that do exist.
    ///
    /// ```swift
    /// let service = Vaccine.getCure(for: ChuckNorrisServicing.self)
    /// ```
    public static func getCure<Service>(
        for type: Service.Type,
        fileID: String = #fileID,
        line: UInt = #line
    ) -> Service {
        let key = DependencyKey(Service.self)
        let location = SourceLocation(fileID: fileID, line: line)
        do {
            return try Container.main.require(
                key, as: type, operation: "Vaccine.getCure(for: \(String(describing: type)).self)",
                location: location)
        } catch let error as DIError where error.code == .notRegistered && error.key == key {
            DiagnosticReporter.trap(
                error.withFix(
                    "set the cure at launch, e.g. Vaccine.setCure(for: \(String(describing: type)).self, with: …)."))
        } catch {
            DiagnosticReporter.trap(Container.diagnostic(for: error, key: key, location: location))
        }
    }
}
