// SPDX-License-Identifier: MIT
// OpenZeppelin Contracts (last updated v5.4.0) (interfaces/IERC721Metadata.sol)

pragma solidity >=0.6.2;

import {IERC721Metadata} from "../token/ERC721/extensions/IERC721Metadata.sol";
