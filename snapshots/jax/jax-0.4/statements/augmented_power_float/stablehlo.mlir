module @jit_augmented_power_float attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<f32> {mhlo.layout_mode = "default"}) -> (tensor<f32> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.convert %arg0 : tensor<f32>
    %1 = stablehlo.convert %cst : tensor<f32>
    %2 = stablehlo.power %0, %1 : tensor<f32>
    %cst_0 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %3 = stablehlo.divide %2, %cst_0 : tensor<f32>
    return %3 : tensor<f32>
  }
}
