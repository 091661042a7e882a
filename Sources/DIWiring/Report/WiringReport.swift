/// The wiring of an app in one value, whatever its styles: the providers, who resolved whom, and what is wrong.
///
/// A report is built from real resolutions. DIWrappers' `Container.wiringReport(entryPoints:)`
/// builds every binding once, as `verify()` does, and records what each build asked for;
/// ``recording(_:)`` records what any code resolves while it runs. Registries add the registries the
/// process enrolled (DIRegistry's `BaseRegistry.wiringReport()`); static Reader contexts and `World`
/// fields appear when a recorded build reads them. Reports of several sources combine with
/// ``merging(_:)``.
///
/// Nodes, edges and problems are kept sorted, so two reports of the same wiring are equal and
/// their ``json`` is byte for byte the same: commit it and let CI show the difference. ``text``,
/// ``dot`` (Graphviz) and ``mermaid`` draw the same report for people.
///
/// ```swift
/// let report = Container.main.wiringReport(entryPoints: [
///     DependencyKey(CheckoutModel.self)
/// ])
/// .merging(BaseRegistry.wiringReport())
/// #expect(report.problems.isEmpty, "\(report.text)")
/// try report.dot.write(toFile: "wiring.dot", atomically: true, encoding: .utf8)
/// ```
public struct WiringReport: Hashable, Sendable, Codable {
    /// The version of the ``json`` layout; it changes only when a field's meaning changes.
    public static let formatVersion = 1

    /// Every provider, sorted by ``WiringNode/id``.
    public let nodes: [WiringNode]
    /// Every distinct resolution between two nodes, sorted by `from`, `to` and source.
    public let edges: [WiringEdge]
    /// Every problem found, sorted by node, kind and detail.
    public let problems: [WiringProblem]

    /// A report of these nodes, edges and problems, sorted and without duplicates.
    ///
    /// Two nodes with one ``WiringNode/id`` are one node (the first given is kept), and a node that
    /// an edge or a problem names but the list lacks is added, its kind and name read from the id.
    ///
    /// ```swift
    /// let empty = WiringReport(nodes: [], edges: [], problems: [])
    /// ```
    public init(nodes: [WiringNode], edges: [WiringEdge], problems: [WiringProblem]) {
        var byID: [String: WiringNode] = [:]
        for node in nodes where byID[node.id] == nil {
            byID[node.id] = node
        }
        let named = edges.flatMap { [$0.from, $0.to] } + problems.map(\.node)
        for id in named where byID[id] == nil {
            byID[id] = WiringNode(id: id)
        }
        self.nodes = byID.values.sorted { $0.id < $1.id }
        self.edges = Set(edges).sorted()
        self.problems = Set(problems).sorted()
    }

    /// This report and `other` as one: the union of their nodes, edges and problems.
    ///
    /// ```swift
    /// let whole = containerReport.merging(BaseRegistry.wiringReport())
    /// ```
    public func merging(_ other: WiringReport) -> WiringReport {
        WiringReport(nodes: nodes + other.nodes, edges: edges + other.edges, problems: problems + other.problems)
    }

    /// The node with this ``WiringNode/id``, if the report has it.
    ///
    /// ```swift
    /// #expect(report.node(id: "main: MyApp.Logger")?.lifetime == "singleton")
    /// ```
    public func node(id: String) -> WiringNode? {
        nodes.first { $0.id == id }
    }

    private enum CodingKeys: String, CodingKey {
        case version, nodes, edges, problems
    }

    /// Decodes a report written by ``json`` (or by `JSONEncoder`), refusing other layout versions.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(Int.self, forKey: .version)
        guard version == Self.formatVersion else {
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: container,
                debugDescription: "wiring report version \(version); this DIToolkit reads \(Self.formatVersion)")
        }
        self.init(
            nodes: try container.decode([WiringNode].self, forKey: .nodes),
            edges: try container.decode([WiringEdge].self, forKey: .edges),
            problems: try container.decode([WiringProblem].self, forKey: .problems))
    }

    /// Encodes the report with its layout version.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.formatVersion, forKey: .version)
        try container.encode(nodes, forKey: .nodes)
        try container.encode(edges, forKey: .edges)
        try container.encode(problems, forKey: .problems)
    }
}
