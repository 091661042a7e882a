extension RegistryDiscovery {
    /// One registry class that two or more loaded images declare: the module that declares it is linked into each,
    /// so each image has its own class, its own `shared` assignment and its own mock.
    ///
    /// Discovery matches conformances by the protocol's name, so it finds the class in every image that declares
    /// it, whether the images share one DIRegistry or each carry their own.
    package struct LoadedTwice: Sendable, Equatable {
        /// The registry class's qualified name.
        package let name: String
        /// The images that declare it, in load order.
        package let images: [String]

        /// The classes that more than one image declares, among `types` (each a name and its image), in first-seen
        /// order.
        package static func find(in types: [(name: String, image: String?)]) -> [LoadedTwice] {
            var imagesByName: [String: [String]] = [:]
            var order: [String] = []
            for (name, image) in types {
                if imagesByName[name] == nil {
                    order.append(name)
                }
                imagesByName[name, default: []].append(image ?? "an image the platform does not name")
            }
            return order.compactMap { name in
                let images = imagesByName[name] ?? []
                return images.count > 1 ? LoadedTwice(name: name, images: images) : nil
            }
        }
    }
}
