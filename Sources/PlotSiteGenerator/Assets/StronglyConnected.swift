/// Tarjan's strongly connected components: groups of nodes that reach each other, listed so that a
/// group comes after every group it reaches — dependencies first. Iterative, so a long chain of
/// imports cannot overflow the stack.
enum StronglyConnected {
    static func components(of nodes: [String], edges: (String) -> [String]) -> [[String]] {
        var index: [String: Int] = [:], lowLink: [String: Int] = [:]
        var onStack: Set<String> = [], stack: [String] = [], result: [[String]] = []
        var counter = 0
        for root in nodes where index[root] == nil {
            // Each frame: a node and the position of the next edge to follow.
            var frames: [(node: String, next: Int, targets: [String])] = []
            func enter(_ node: String) {
                index[node] = counter; lowLink[node] = counter; counter += 1
                stack.append(node); onStack.insert(node)
                frames.append((node, 0, edges(node)))
            }
            enter(root)
            while let frame = frames.last {
                if frame.next < frame.targets.count {
                    frames[frames.count - 1].next += 1
                    let target = frame.targets[frame.next]
                    if index[target] == nil {
                        enter(target)
                    } else if onStack.contains(target) {
                        lowLink[frame.node] = min(lowLink[frame.node]!, index[target]!)
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last {
                    lowLink[parent.node] = min(lowLink[parent.node]!, lowLink[frame.node]!)
                }
                if lowLink[frame.node] == index[frame.node] {
                    var group: [String] = []
                    while let member = stack.popLast() {
                        onStack.remove(member)
                        group.append(member)
                        if member == frame.node { break }
                    }
                    result.append(group.sorted())
                }
            }
        }
        return result
    }
}
