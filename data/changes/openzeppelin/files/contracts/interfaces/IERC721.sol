// SPDX-License-Identifier: MIT
// OpenZeppelin Contracts (last updated v5.4.0) (interfaces/IERC721.sol)

pragma solidity >=0.6.2;

import {IERC721} from "../token/ERC721/IERC721.sol";
