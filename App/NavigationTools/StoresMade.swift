/// The stores made since a mark, held weakly: what a screen being made, or just met, brings with it
/// (``MadeScreens`` and ``LeakWatch`` each keep one, told of every store the App's observer sees).
package struct StoresMade {
    private var stores: [WeakObject] = []

    package init() {}

    /// A store was made.
    package mutating func add(_ store: AnyObject) {
        stores.append(WeakObject(store))
    }

    /// Forgets the stores made so far: those made from now on are the next screen's.
    package mutating func mark() {
        stores.removeAll()
    }

    /// The stores made since the mark, which starts again.
    package mutating func take() -> [WeakObject] {
        defer { stores.removeAll() }
        return stores
    }
}
