import Foundation
import Greeting

// `copy-checker [PLUGIN]`: with a plug-in path, loads that dynamic library (a second copy of DIToolkit) first; then
// resolves a greeting, whose first build is DIToolkit's first use in this process.
if CommandLine.arguments.count > 1 {
    let path = CommandLine.arguments[1]
    if let problem = GreetingFeature.loadPlugIn(at: path) {
        print("cannot load \(path): \(problem)")
        exit(2)
    }
    print("loaded \(path)")
}
print("greeting: \(GreetingFeature.greet())")
