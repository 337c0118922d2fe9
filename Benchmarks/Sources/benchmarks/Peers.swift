import Dependencies
import Swinject

/// What a peer container hands out in place of our factory: something that makes a picker.
struct PickerFactory: Sendable {
    let make: @Sendable () -> Int
}

/// Swinject: a container with the factory registered.
func makeSwinjectContainer() -> Container {
    let container = Container()
    container.register(PickerFactory.self) { _ in PickerFactory(make: { 42 }) }
    return container
}

/// swift-dependencies: the factory as a closure dependency.
private enum PickerFactoryKey: DependencyKey {
    static let liveValue: @Sendable () -> Int = { 42 }
}

extension DependencyValues {
    var makePicker: @Sendable () -> Int {
        get { self[PickerFactoryKey.self] }
        set { self[PickerFactoryKey.self] = newValue }
    }
}

/// A feature reading the dependency the way TCA features do.
struct DependencyReader {
    @Dependency(\.makePicker) var makePicker
}
