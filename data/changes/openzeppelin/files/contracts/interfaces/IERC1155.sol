// SPDX-License-Identifier: MIT
// OpenZeppelin Contracts (last updated v5.4.0) (interfaces/IERC1155.sol)

pragma solidity >=0.6.2;

import {IERC1155} from "../token/ERC1155/IERC1155.sol";
