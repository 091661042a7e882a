import Foundation
import Greeting

// `copy-checker [--awaited] [PLUGIN]`: with a plug-in path, loads that dynamic library (a second copy of DIToolkit)
// first; then resolves a greeting, whose first build is DIToolkit's first use in this process: a synchronous build,
// or with `--awaited` an async factory's build resolved with `await`.
var arguments = Array(CommandLine.arguments.dropFirst())
let awaited = arguments.first == "--awaited"
if awaited {
    arguments.removeFirst()
}
if let path = arguments.first {
    if let problem = GreetingFeature.loadPlugIn(at: path) {
        print("cannot load \(path): \(problem)")
        exit(2)
    }
    print("loaded \(path)")
}
if awaited {
    print("greeting: \(try await GreetingFeature.greetAwaited())")
} else {
    print("greeting: \(GreetingFeature.greet())")
}
