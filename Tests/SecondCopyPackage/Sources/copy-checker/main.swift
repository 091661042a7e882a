import Foundation
import Greeting

// `copy-checker [--awaited | --region | --registries] [PLUGIN]`: with a plug-in path, loads that dynamic library (a
// second copy of DIToolkit and of the Greeting module) first; then DIToolkit's first use in this process: a greeting's
// synchronous build, with `--awaited` an async factory's build resolved with `await`, with `--region` an override
// region opened before anything is built, or with `--registries` the app's whole-process registry check.
var arguments = Array(CommandLine.arguments.dropFirst())
let awaited = arguments.first == "--awaited"
let region = arguments.first == "--region"
let registries = arguments.first == "--registries"
if awaited || region || registries {
    arguments.removeFirst()
}
if let path = arguments.first {
    if let problem = GreetingFeature.loadPlugIn(at: path) {
        print("cannot load \(path): \(problem)")
        exit(2)
    }
    print("loaded \(path)")
}
if registries {
    print("registry check: \(GreetingFeature.verifyRegistries() ?? "passed")")
} else if region {
    print("greeting: \(GreetingFeature.greetInRegion())")
} else if awaited {
    print("greeting: \(try await GreetingFeature.greetAwaited())")
} else {
    print("greeting: \(GreetingFeature.greet())")
}
