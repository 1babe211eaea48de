// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC20Burnable} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Burnable.sol";
import {GeneratorToken} from "./GeneratorToken.sol";

/**
 * @title FixedBurnableToken
 * @notice Generator type "fixedBurn": a fixed supply minted once to the deploying wallet; holders can
 * burn (destroy) their own tokens, which lowers the total supply for good.
 */
contract FixedBurnableToken is GeneratorToken, ERC20Burnable {
    /// @param initialSupply The supply in the token's smallest unit (whole tokens × 10^decimals).
    constructor(
        string memory name_,
        string memory symbol_,
        uint8 decimals_,
        uint256 initialSupply
    ) GeneratorToken(name_, symbol_, decimals_) {
        _mint(msg.sender, initialSupply);
    }

    /// @inheritdoc GeneratorToken
    function decimals() public view override(ERC20, GeneratorToken) returns (uint8) {
        return super.decimals();
    }
}
