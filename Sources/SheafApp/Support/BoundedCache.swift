/// Values kept by key, at most `capacity` of them: the oldest goes when a new one comes.
struct BoundedCache<Value> {
  let capacity: Int
  private var values: [String: Value] = [:]
  private var order: [String] = []

  init(capacity: Int) {
    self.capacity = capacity
  }

  subscript(key: String) -> Value? { values[key] }

  mutating func store(_ value: Value, for key: String) {
    if values.updateValue(value, forKey: key) == nil { order.append(key) }
    while order.count > capacity { values[order.removeFirst()] = nil }
  }
}
