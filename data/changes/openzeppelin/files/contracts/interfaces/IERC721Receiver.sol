// SPDX-License-Identifier: MIT
// OpenZeppelin Contracts (last updated v5.4.0) (interfaces/IERC721Receiver.sol)

pragma solidity >=0.5.0;

import {IERC721Receiver} from "../token/ERC721/IERC721Receiver.sol";
