/// A screen's numbered choices, each made only when it is asked for: the headless counterpart of a
/// SwiftUI `List` over a collection.
///
/// A host shows a long list a page at a time, so a list of a million items makes the twenty
/// choices on the page, not a million. Make one with ``Store/choices(for:label:sending:)``, or
/// from an array literal of ``Choice``s; join lists with `+`. Positions run from 0 to `count - 1`
/// in the order the parts were joined.
public struct ChoiceList: RandomAccessCollection, ExpressibleByArrayLiteral {
    /// Consecutive choices that share a way of making them.
    @usableFromInline
    struct Part {
        @usableFromInline let count: Int
        @usableFromInline let make: (_ index: Int) -> Choice

        @inlinable
        init(count: Int, make: @escaping (_ index: Int) -> Choice) {
            self.count = count
            self.make = make
        }

        /// One choice per item, labelled by `label`, each running `run` with its position. Made
        /// here, outside the main actor, so that making a label (a search makes every one) checks
        /// no executor.
        @inlinable
        init<Item>(items: [Item], label: @escaping (Item) -> String, run: @escaping @MainActor (_ index: Int) -> Void) {
            self.init(count: items.count) { index in
                Choice(label: label(items[index]), index: index, run: run)
            }
        }
    }

    @usableFromInline var parts: [Part]
    /// The number of choices: positions run up to, not including, this one.
    public let endIndex: Int

    @inlinable
    init(parts: [Part]) {
        self.parts = parts
        var count = 0
        // A loop, not `reduce`: it is on the path of every screen printed.
        for part in parts { count += part.count }
        self.endIndex = count
    }

    /// One choice per item, in order, labelled by `label`, each running `run` with its position:
    /// how the runtime's `Store.choices(for:label:sending:)` makes its list.
    package init<Item>(items: [Item], label: @escaping (Item) -> String, run: @escaping @MainActor (Int) -> Void) {
        self.init(parts: [Part(items: items, label: label, run: run)])
    }

    /// A list holding `choices`, in order.
    public init(_ choices: [Choice]) {
        self.init(parts: choices.isEmpty ? [] : [Part(count: choices.count) { choices[$0] }])
    }

    /// A list holding the literal's choices, in order.
    public init(arrayLiteral choices: Choice...) {
        self.init(choices)
    }

    /// The first choice's position: always 0.
    public var startIndex: Int { 0 }

    /// The choice at `position`, made now. `position` must be in `indices`.
    public subscript(position: Int) -> Choice {
        var offset = position
        for part in parts {
            if offset < part.count { return part.make(offset) }
            offset -= part.count
        }
        // Out of range is a programming error, as for `Array`: no input reaches it, since the host
        // picks only a number `indices` contains, prints pages cut to `count`, and searches `indices`.
        preconditionFailure("ChoiceList index \(position) is out of range 0..<\(endIndex)")
    }

    /// `left`'s choices, then `right`'s.
    public static func + (left: ChoiceList, right: ChoiceList) -> ChoiceList {
        ChoiceList(parts: left.parts + right.parts)
    }
}
