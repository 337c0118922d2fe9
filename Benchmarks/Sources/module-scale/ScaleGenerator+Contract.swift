/// Module k's interface: its result model and destinations, on CoreInterfaces alone.
extension ScaleGenerator {
    func contract(_ k: Int) -> String {
        """
        import CoreInterfaces

        /// Module \(k)'s item, as every module sees it.
        public struct Item\(k)UIModel: Identifiable, Hashable, NavigationResult {
            /// The name of this result kind.
            public static let resultType = "Item\(k)UIModel"
            /// Stable identifier.
            public var id: String
            /// Human name.
            public var name: String

            /// Creates an item.
            public init(id: String, name: String) {
                self.id = id
                self.name = name
            }

            /// The item's name.
            public var label: String { name }

            /// Three typical items.
            public static let examples = (1...3).map { Item\(k)UIModel(id: "M\(k)-\\($0)", name: "Item \(k).\\($0)") }
        }

        extension NavigationDestination {
            /// Module \(k)'s list.
            public static let module\(k)List = NavigationDestination("module\(k)List")
            /// Module \(k)'s detail of one item.
            public static let module\(k)Detail = NavigationDestination("module\(k)Detail", item: "item")
        }

        extension PickerDestination where Result == Item\(k)UIModel {
            /// Module \(k)'s picker.
            public static var module\(k)Picker: Self { Self("module\(k)Picker") }
        }

        """
    }
}
