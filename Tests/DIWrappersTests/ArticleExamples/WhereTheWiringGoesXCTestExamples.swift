#if canImport(XCTest)
    import DITesting
    import DIWrappers
    import XCTest

    // The XCTest examples of Docs/DIToolkit.docc/WhereTheWiringGoes.md, compiled and run: a plain XCTestCase and
    // DITesting's base class are the feature here.

    final class NotesListXCTests: IsolatedDependenciesTestCase {
        override func setUp() {
            super.setUp()
            // this test's own Container.main, like a suite's init()
            NotesDependencies.register()
        }

        func testListShowsTheNotes() {
            XCTAssertEqual(NotesList().titles, ["test note"])
        }
    }

    final class NotesRouteTests: XCTestCase {
        var app: Application!

        override func setUp() {
            super.setUp()
            app = Application()
            // binds into the process's Container.main, in the test context
            XCTAssertNoThrow(try configure(app))
        }

        func testNotesRoute() throws {
            XCTAssertEqual(try app.respond(to: "notes"), "test note")
        }
    }
#endif
