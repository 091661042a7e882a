import Greeting

/// A plug-in's own use of DIToolkit, which this dynamic library carries a copy of.
public enum PluginGreeting {
    /// The greeting the plug-in's copy of DIToolkit hands out.
    public static func greet() -> String {
        GreetingFeature.greet()
    }
}
