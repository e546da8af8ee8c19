extension String {
    /// The text as a message quotes it: whole up to 40 characters, else its first 40 and "…". A paragraph pasted into
    /// a field would drown the message, and a 2 MB key the terminal. Looks at 41 characters at most.
    public var abridged: String {
        guard let cut = index(startIndex, offsetBy: 40, limitedBy: endIndex), cut < endIndex else { return self }
        return String(self[..<cut]) + "…"
    }
}
