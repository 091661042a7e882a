import DIWrappers
import Testing

/// An optional service asked for by its optional type, written from the intent of Swinject's
/// Tests/SwinjectTests/ContainerTests.TypeForwarding.swift ("Optional resolving").
@Suite("Resolving an optional type")
struct OptionalResolvingTests {
    final class Dog: Sendable {}

    struct Owner {
        @Inject var dog: Dog?
        @Inject("Hachi") var hachi: Dog?
    }

    // Swinject: testContainerResolvesOptionalWhenWrappedTypeIsRegistered.
    @Test("resolve(T?.self) finds the binding of T")
    func findsWrappedBinding() {
        let container = Container()
        let dog = Dog()
        container.bind(Dog.self, value: dog)
        #expect(container.resolve(Dog?.self) === dog)
    }

    // Swinject: testContainerResolvesOptionalToNilWhenWrappedTypeIsNotRegistered.
    @Test("resolve(T?.self) is nil when nothing binds T")
    func nilWithoutBinding() {
        #expect(Container().resolve(Dog?.self) == nil)
    }

    // Swinject: testContainerResolvesOptionalWithName, testContainerResolvesOptionalToNilWithWrongName.
    @Test("resolve(T?.self, id:) finds T's binding with that identifier only")
    func identified() {
        let container = Container()
        let hachi = Dog()
        container.bind(Dog.self, id: "Hachi", value: hachi)
        #expect(container.resolve(Dog?.self, id: "Hachi") === hachi)
        #expect(container.resolve(Dog?.self, id: "Mimi") == nil)
    }

    @Test("a binding of the optional type itself answers first, as before")
    func optionalBindingWins() {
        let container = Container()
        let bound = Dog()
        container.bind(Dog?.self, value: bound)
        container.bind(Dog.self, value: Dog())
        #expect(container.resolve(Dog?.self) === bound)
    }

    @Test("a binding of the optional type that produces nil is nil, not the wrapped binding")
    func optionalBindingOfNil() {
        let container = Container()
        container.bind(Dog?.self, value: nil)
        container.bind(Dog.self, value: Dog())
        #expect(container.resolve(Dog?.self) == nil)
    }

    @Test("resolve(T?.self) reads an override of T")
    func override() {
        let container = Container()
        let test = Dog()
        Container.withOverrides {
            $0.bind(Dog.self, value: test)
        } operation: {
            #expect(container.resolve(Dog?.self) === test)
        }
    }

    @Test("@Inject of an optional type injects T's binding, or nil when there is none")
    func injectOptional() {
        let dog = Dog()
        Container.withOverrides {
            $0.bind(Dog.self, value: dog)
        } operation: {
            #expect(Owner().dog === dog)
            #expect(Owner().hachi == nil)
        }
        Container.withOverrides {
            $0.bind(Dog.self, id: "Hachi", value: dog)
        } operation: {
            #expect(Owner().hachi === dog)
        }
        Container.withOverrides {
            $0.remove(Dog.self)
        } operation: {
            #expect(Owner().dog == nil)
        }
    }

    @Test("resolveThrowing and resolveAssert of an optional type find T's binding, and are nil without one")
    func throwingAndAssertingForms() throws {
        let container = Container()
        #expect(try container.resolveThrowing(Dog?.self) == nil)
        #expect(container.resolveAssert(Dog?.self) == nil)
        let dog = Dog()
        container.bind(Dog.self, value: dog)
        #expect(try container.resolveThrowing(Dog?.self) === dog)
        #expect(container.resolveAssert(Dog?.self) === dog)
    }
}
