mod util;

mod test_matcher;
