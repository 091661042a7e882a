import DIEffects
import Foundation
import Testing

private struct User: Codable, Equatable {
    var fullName: String
}

@Suite("Type-erased decoders and encoders")
struct CodingTests {
    @Test("live JSON coders apply their configuration")
    func liveCoders() throws {
        let decoder = CommonDependencies.Decoders.liveJSON {
            $0.keyDecodingStrategy = .convertFromSnakeCase
            return $0
        }
        let encoder = CommonDependencies.Encoders.liveJSON {
            $0.keyEncodingStrategy = .convertToSnakeCase
            return $0
        }
        let data = try encoder().encode(User(fullName: "Blob"))
        #expect(String(decoding: data, as: UTF8.self) == #"{"full_name":"Blob"}"#)
        #expect(try decoder().decode(User.self, from: data) == User(fullName: "Blob"))
    }

    @Test("a decoder mock fails until the test sets its next result, as the seed's did")
    func decoderMock() throws {
        let mock = CommonDependencies.Decoders.DataDecoderMock()
        let decoder = CommonDependencies.Decoders.mockJSON(mock)
        #expect(throws: DecodingError.self) { try decoder().decode(Int.self, from: Data("3".utf8)) }
        mock.nextDecode = { _ in .success("Mocked Return") }
        #expect(try decoder().decode(String.self, from: Data()) == "Mocked Return")
        #expect(throws: DecodingError.self) { try decoder().decode(Int.self, from: Data()) }
        mock.nextDecode = { _ in .failure(.dataCorrupted(.init(codingPath: [], debugDescription: "bad"))) }
        #expect(throws: DecodingError.self) { try decoder().decode(String.self, from: Data()) }
        mock.reset()
        #expect(throws: DecodingError.self) { try decoder().decode(String.self, from: Data()) }
    }

    @Test("an encoder mock fails until the test sets its next result, as the seed's did")
    func encoderMock() throws {
        let mock = CommonDependencies.Encoders.DataEncoderMock()
        let encoder = CommonDependencies.Encoders.mockJSON(mock)
        #expect(throws: EncodingError.self) { try encoder().encode([1, 2]) }
        mock.nextEncode = { _ in .success(Data([7])) }
        #expect(try encoder().encode("anything") == Data([7]))
        mock.reset()
        #expect(throws: EncodingError.self) { try encoder().encode(true) }
    }

    @Test("the seed's shared coder mocks are read at call time and reset by resetMocks")
    func sharedCoderMocks() throws {
        try DependencyIsolation.withFreshState { () throws in
            let decoder = CommonDependencies.Decoders.mockJSON()
            let encoder = CommonDependencies.Encoders.mockJSON()
            CommonDependencies.Decoders.dataDecoderMock.nextDecode = { _ in .success("Mocked Reeturn") }
            CommonDependencies.Encoders.dataEncoderMock.nextEncode = { _ in .success(Data()) }
            #expect(try decoder().decode(String.self, from: Data()) == "Mocked Reeturn")
            #expect(try encoder().encode("x") == Data())
            CommonDependencies.resetMocks()
            #expect(throws: DecodingError.self) { try decoder().decode(String.self, from: Data()) }
            #expect(throws: EncodingError.self) { try encoder().encode("x") }
        }
    }

    @Test("unimplemented coders report and throw the unimplemented error")
    func unimplementedCoders() {
        let decoder = CommonDependencies.Decoders.unimplemented()
        let encoder = CommonDependencies.Encoders.unimplemented()
        let (errors, reports) = DiagnosticReporter.collectReports {
            [
                (try? decoder().decode(Int.self, from: Data())) == nil,
                (try? encoder().encode(1)) == nil,
            ]
        }
        #expect(errors == [true, true])
        #expect(summaries(reports) == ["Unimplemented: Decoder", "Unimplemented: Encoder"])
    }
}
