/// The East Asian Ambiguous (A) entries of Unicode 14.0.0's EastAsianWidth.txt, in that file's own format
/// ("00B0..00B4;A"), runs of adjacent entries joined; written out with Python's `unicodedata.east_asian_width`
/// (Unicode 14.0.0), an implementation apart from ``TerminalWidth``'s table, and read here by ``Cells``.
enum EastAsianWidthData {
    static let ambiguous = """
        00A1;A 00A4;A 00A7..00A8;A 00AA;A 00AD..00AE;A 00B0..00B4;A 00B6..00BA;A 00BC..00BF;A 00C6;A 00D0;A
        00D7..00D8;A 00DE..00E1;A 00E6;A 00E8..00EA;A 00EC..00ED;A 00F0;A 00F2..00F3;A 00F7..00FA;A 00FC;A 00FE;A
        0101;A 0111;A 0113;A 011B;A 0126..0127;A 012B;A 0131..0133;A 0138;A 013F..0142;A 0144;A 0148..014B;A 014D;A
        0152..0153;A 0166..0167;A 016B;A 01CE;A 01D0;A 01D2;A 01D4;A 01D6;A 01D8;A 01DA;A 01DC;A 0251;A 0261;A
        02C4;A 02C7;A 02C9..02CB;A 02CD;A 02D0;A 02D8..02DB;A 02DD;A 02DF;A 0300..036F;A 0391..03A1;A 03A3..03A9;A
        03B1..03C1;A 03C3..03C9;A 0401;A 0410..044F;A 0451;A 2010;A 2013..2016;A 2018..2019;A 201C..201D;A
        2020..2022;A 2024..2027;A 2030;A 2032..2033;A 2035;A 203B;A 203E;A 2074;A 207F;A 2081..2084;A 20AC;A 2103;A
        2105;A 2109;A 2113;A 2116;A 2121..2122;A 2126;A 212B;A 2153..2154;A 215B..215E;A 2160..216B;A 2170..2179;A
        2189;A 2190..2199;A 21B8..21B9;A 21D2;A 21D4;A 21E7;A 2200;A 2202..2203;A 2207..2208;A 220B;A 220F;A 2211;A
        2215;A 221A;A 221D..2220;A 2223;A 2225;A 2227..222C;A 222E;A 2234..2237;A 223C..223D;A 2248;A 224C;A 2252;A
        2260..2261;A 2264..2267;A 226A..226B;A 226E..226F;A 2282..2283;A 2286..2287;A 2295;A 2299;A 22A5;A 22BF;A
        2312;A 2460..24E9;A 24EB..254B;A 2550..2573;A 2580..258F;A 2592..2595;A 25A0..25A1;A 25A3..25A9;A
        25B2..25B3;A 25B6..25B7;A 25BC..25BD;A 25C0..25C1;A 25C6..25C8;A 25CB;A 25CE..25D1;A 25E2..25E5;A 25EF;A
        2605..2606;A 2609;A 260E..260F;A 261C;A 261E;A 2640;A 2642;A 2660..2661;A 2663..2665;A 2667..266A;A
        266C..266D;A 266F;A 269E..269F;A 26BF;A 26C6..26CD;A 26CF..26D3;A 26D5..26E1;A 26E3;A 26E8..26E9;A
        26EB..26F1;A 26F4;A 26F6..26F9;A 26FB..26FC;A 26FE..26FF;A 273D;A 2776..277F;A 2B56..2B59;A 3248..324F;A
        E000..F8FF;A FE00..FE0F;A FFFD;A 1F100..1F10A;A 1F110..1F12D;A 1F130..1F169;A 1F170..1F18D;A 1F18F..1F190;A
        1F19B..1F1AC;A E0100..E01EF;A F0000..FFFFD;A 100000..10FFFD;A
        """

    /// Every code point of ``ambiguousRanges`` below the supplementary private use planes (which no test text
    /// holds), for look-up.
    static let ambiguousSet: Set<UInt32> = Set(ambiguousRanges.filter { $0.lowerBound < 0xF0000 }.joined())

    /// The ranges of ``ambiguous``, parsed.
    static let ambiguousRanges: [ClosedRange<UInt32>] = ambiguous.split(whereSeparator: \.isWhitespace).compactMap {
        entry in
        let field = entry.split(separator: ";")[0]
        let bounds = field.split(separator: ".", omittingEmptySubsequences: true).compactMap { UInt32($0, radix: 16) }
        guard let low = bounds.first, let high = bounds.last else { return nil }
        return low...high
    }
}
