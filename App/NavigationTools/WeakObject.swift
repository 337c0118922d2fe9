/// An object held weakly: what the leak check keeps of what it watches, so that watching never
/// keeps anything alive.
package struct WeakObject {
    package weak var object: AnyObject?

    package init(_ object: AnyObject) {
        self.object = object
    }
}
