import DIEffects
import Foundation

/// A greeting that depends on the time of day (GMT), read from the world it is given.
public func greeting(world: World) -> String {
    greeting(at: world.now())
}

/// The same greeting, read from the ambient world.
public func currentGreeting() -> String {
    greeting(at: World.current.now())
}

private func greeting(at date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "GMT")!
    return calendar.component(.hour, from: date) < 12 ? "Good morning" : "Good afternoon"
}
