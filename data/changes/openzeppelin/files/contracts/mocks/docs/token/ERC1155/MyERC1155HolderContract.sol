// contracts/MyERC1155HolderContract.sol
// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ERC1155Holder} from "../../../../token/ERC1155/utils/ERC1155Holder.sol";

contract MyERC1155HolderContract is ERC1155Holder {}
