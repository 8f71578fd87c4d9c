// @ts-check
/**
 * The licence photo a conformance run uploads at check-in: a whole, valid baseline JPEG (8 × 8
 * pixels of mid grey, 159 bytes) built here from its segments, so the run carries no image file and
 * any decoder the API uses reads it.
 */

/** A segment: its marker, then its length (the two length bytes included) and content. @param {number} marker @param {number[]} content */
const segment = (marker, content) => [0xff, marker, (content.length + 2) >> 8, (content.length + 2) & 0xff, ...content];

/** A Huffman table with one code, `0`, for `symbol`. @param {number} tableClass 0 DC, 1 AC @param {number} symbol */
const oneCodeTable = (tableClass, symbol) => segment(0xc4, [tableClass << 4, 1, ...new Array(15).fill(0), symbol]);

/** The JPEG's bytes. */
export function greyJpeg() {
  return new Uint8Array([
    0xff,
    0xd8, // start of image
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]), // JFIF 1.1, no thumbnail
    ...segment(0xdb, [0, ...new Array(64).fill(1)]), // quantisation table 0: all ones
    ...segment(0xc0, [8, 0, 8, 0, 8, 1, 1, 0x11, 0]), // baseline, 8 × 8, one component (grey)
    ...oneCodeTable(0, 0), // DC: category 0 (no change from mid grey)
    ...oneCodeTable(1, 0), // AC: end of block
    ...segment(0xda, [1, 1, 0, 0, 63, 0]), // the scan
    0b00111111, // DC `0`, EOB `0`, padded with ones
    0xff,
    0xd9, // end of image
  ]);
}
