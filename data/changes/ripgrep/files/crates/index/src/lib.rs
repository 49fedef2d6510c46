#![allow(warnings)]

pub use index::{Index, IndexBuilder, IndexDiscovery};

mod index;
pub mod literal;
