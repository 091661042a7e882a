// Test support for every DIToolkit style; the only module that links XCTest or Swift Testing.
@_exported import DICore
@_exported import DIWiring
