// Boost.Regex's scratch blocks, kept per thread.
//
// Every regex search source-highlight runs (one per rule, at every token) takes a 4 KB block
// from Boost.Regex and gives it back at the end. Boost keeps the spare blocks in one array of
// atomics that all threads share, so with two highlighting threads each search passes that
// array's cache line between the cores: on a blog of 1,000 posts with much JavaScript the build
// spent a fifth of its time there. The two functions below are the ones Boost's matcher calls
// for its blocks (declared in boost/regex/v4/mem_block_cache.hpp, in the namespace of the
// installed Boost version); defined in the program, they take the place of the library's, as
// the dynamic linker lets a program's definition win. A block is the same `operator new` block
// of BOOST_REGEX_BLOCKSIZE bytes Boost makes, so a block from either side may go to the other.
#include "site_highlight.h"

#include <boost/regex/config.hpp>
#include <boost/regex/v4/mem_block_cache.hpp>

#include <new>

namespace {

/// One thread's spare blocks.
struct SpareBlocks {
    static constexpr int capacity = BOOST_REGEX_MAX_CACHE_BLOCKS;
    void *blocks[capacity];
    int count = 0;
    /// How many blocks this thread asked for (for the test that this file is in use).
    long served = 0;

    ~SpareBlocks() {
        while (count > 0) ::operator delete(blocks[--count]);
    }
};

thread_local SpareBlocks spare;

} // namespace

namespace boost {
namespace BOOST_REGEX_DETAIL_NS {

void *BOOST_REGEX_CALL get_mem_block() {
    spare.served += 1;
    if (spare.count > 0) return spare.blocks[--spare.count];
    return ::operator new(BOOST_REGEX_BLOCKSIZE);
}

void BOOST_REGEX_CALL put_mem_block(void *block) {
    if (spare.count < SpareBlocks::capacity) {
        spare.blocks[spare.count++] = block;
        return;
    }
    ::operator delete(block);
}

} // namespace BOOST_REGEX_DETAIL_NS
} // namespace boost

extern "C" long site_highlight_blocks_served_on_this_thread(void) { return spare.served; }
